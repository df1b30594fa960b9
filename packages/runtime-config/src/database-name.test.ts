import { withDatabaseName } from './database-name.js';

describe('withDatabaseName', () => {
  it('when the URI has no database, then the name is added before the options', () => {
    expect(withDatabaseName('mongodb://127.0.0.1:27017/?directConnection=true', 'app')).toBe(
      'mongodb://127.0.0.1:27017/app?directConnection=true',
    );
  });

  it('when the URI names a database, then it is kept', () => {
    expect(withDatabaseName('mongodb://h:1/mine', 'app')).toBe('mongodb://h:1/mine');
  });
});
