/** `cardavia`: the command line (RECORDS.md, BOTS.md). */
import { UsageError } from './io.js';
import { referee } from './referee.js';
import { play } from './play.js';
import { arena } from './arena.js';
import { verify } from './verify.js';
import { analyse } from './analyse.js';
import { gameIds } from './games.js';

const usage = () => `usage: cardavia <command> …
  replay FILE                 check a record and print its outcome (FILE may be - for standard input)
  legal FILE                  the legal actions after the record's actions
  perft FILE DEPTH            count the action sequences of length DEPTH from there
  play --game G [--ruleset R] [--variants V,W] [--target N] [--deck D] [--seed S] [--deals N] [--level L]
                              play in the terminal against Cardavia's AI (level easy, normal or strong)
  arena --game G --bots A,B --deals N [--seed S] [--rules JSON] [--deck D] [--json] [--workers W] [--journal FILE]
                              [--records FILE]
  arena --game G --bots A --bot "<command>" [--bot-timeout SECONDS] …
                              duplicate deals between bots (levels: easy, normal, strong, oracle)
  analyse FILE [--seat S,T] [--level strong] [--samples N] [--seed S] [--no-open]
                              each decision of the seats: strong's choice and every action's value from the
                              seat's information, the loss and a verdict; and whether it was optimal with
                              every card known (docs/analysis.md)
  verify FILE [--key FILE | --public-key B64]
                              check a record the server revealed: seed against commitment, deals, legality,
                              the stated results, and the server's signature with its key (docs/records.md)
  serve                       start the server (as npm start; PORT, CARDAVIA_DATA, … as in docs/server.md)
games G: ${gameIds()}`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case 'replay':
      case 'legal':
      case 'perft':
        return referee(command, args);
      case 'play':
        return await play(args);
      case 'arena':
        return await arena(args);
      case 'verify':
        return verify(args);
      case 'analyse':
      case 'analyze':
        return analyse(args);
      case 'serve':
        await import('../server/main.js');
        return await new Promise<number>(() => {}); // runs until a signal stops the server
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        process.stdout.write(usage() + '\n');
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`cardavia: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
