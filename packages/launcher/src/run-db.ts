import { startProductDatabase } from './database.js';
import { DATA_DIR } from './paths.js';
import { Supervisor } from './supervisor.js';

const database = await startProductDatabase(DATA_DIR);
new Supervisor(() => database.stop());
console.log(
  `\n  Database ready: ${database.uri} (${database.engine})\n  Apps started now find it through ${DATA_DIR}/database.json.\n  Press Ctrl-C to stop.\n`,
);
