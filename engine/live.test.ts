import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyEvent, applyPatch, patchOf } from './live.js';
import type { SeatState } from './protocol.js';

/** JSON objects of a fixed shape whose values vary, as two states of one seat do. */
const field = fc.oneof(
  fc.integer(),
  fc.constant(null),
  fc.string({ maxLength: 3 }),
  fc.array(fc.integer({ min: 0, max: 39 }), { maxLength: 6 }),
  fc.record({ leader: fc.integer({ min: 0, max: 3 }), cards: fc.array(fc.integer(), { maxLength: 4 }) }),
);
const state = fc.record({ a: field, b: field, view: fc.record({ hand: field, trick: field, 'x.y': field }) });

describe('patches', () => {
  test('applied to the state it was made from, a patch gives the other state exactly', () => {
    fc.assert(
      fc.property(state, state, (before, after) => {
        const patch = patchOf(before, after)!;
        expect(applyPatch(before, patch)).toEqual(after);
      }),
    );
  });

  test('a patch holds only what changed: a field of an object by its path, the new items of a grown array', () => {
    const before = { version: 3, toMove: 1, view: { hand: [1, 2, 3], tricks: [[1]], trick: [] }, history: [{ d: 0 }] };
    const after = { version: 4, toMove: 2, view: { hand: [1, 3], tricks: [[1], [2]], trick: [] }, history: [{ d: 0 }] };
    expect(patchOf(before, after)).toEqual({
      set: { version: 4, toMove: 2, 'view.hand': [1, 3] },
      add: { 'view.tricks': [[2]] },
    });
  });

  test('an array whose items changed is sent whole, and so is an object whose fields changed', () => {
    expect(patchOf({ a: [12, 3] }, { a: [1, 2, 3] })).toEqual({ set: { a: [1, 2, 3] }, add: {} });
    expect(patchOf({ o: { x: 1 } }, { o: { y: 1 } })).toEqual({ set: { o: { y: 1 } }, add: {} });
  });

  test('states of other fields have no patch', () => {
    expect(patchOf({ a: 1 }, { a: 1, b: 2 })).toBeNull();
  });

  test('applying a patch changes nothing of the state it is applied to', () => {
    const before = { view: { hand: [1, 2] }, other: { kept: true } };
    const after = applyPatch(before, { set: { 'view.hand': [2] }, add: {} });
    expect(before).toEqual({ view: { hand: [1, 2] }, other: { kept: true } });
    expect(after.other).toBe(before.other);
  });
});

describe('events', () => {
  const held = { type: 'state', version: 5, toMove: 0, view: { trick: [] } } as unknown as SeatState;

  test('an event from the version the client holds gives the state at its version', () => {
    const next = applyEvent(held, {
      type: 'event',
      from: 5,
      version: 6,
      entry: { seat: 0, action: 'play:EA' },
      set: { toMove: 1 },
      add: { 'view.trick': [7] },
    });
    expect(next).toEqual({ type: 'state', version: 6, toMove: 1, view: { trick: [7] } });
  });

  test('an event from another version is a gap: null, and the client asks for a snapshot', () => {
    expect(applyEvent(held, { type: 'event', from: 6, version: 7, entry: null, set: { toMove: 2 } })).toBeNull();
  });

  test('an event that does not fit the state held is a gap too', () => {
    expect(applyEvent(held, { type: 'event', from: 5, version: 6, entry: null, add: { toMove: [1] } })).toBeNull();
  });
});
