import pg from 'pg';

/**
 * FerretDB 1.x on PostgreSQL stores each collection as a table of one `_jsonb` column and
 * pushes an equality filter down as `_jsonb->'field' @> value`. The indexes it creates for
 * MongoDB's are btree on `(_jsonb->'field')`, which `@>` cannot use: every find by `_id`
 * scanned the whole table (12 ms on 10,000 posts, 46 ms with a second condition, growing with
 * the table). A GIN twin (`jsonb_path_ops`) on the same expression serves `@>`.
 *
 * An event trigger gives every FerretDB table a GIN index on `_id` when it is created, and on
 * the first field of each btree index FerretDB creates; installing it also adds the twins that
 * existing tables lack. It never fails FerretDB's own statement: an error is only a warning.
 */
const INSTALL_SQL = String.raw`
CREATE OR REPLACE FUNCTION postcraft_ferretdb_gin_twins(tbl regclass) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  index_row record;
  field text;
  fields text[] := ARRAY['_id'];
  table_name text;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_attribute
    WHERE attrelid = tbl AND attname = '_jsonb' AND atttypid = 'jsonb'::regtype AND NOT attisdropped
  ) THEN
    RETURN;
  END IF;
  FOR index_row IN
    SELECT pg_get_indexdef(i.indexrelid, 1, true) AS first_key
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid = tbl AND am.amname = 'btree'
  LOOP
    field := substring(index_row.first_key FROM '^\(_jsonb -> ''([^'']+)''::text\)$');
    IF field IS NOT NULL AND NOT field = ANY (fields) THEN
      fields := fields || field;
    END IF;
  END LOOP;
  SELECT relname INTO table_name FROM pg_class WHERE oid = tbl;
  FOREACH field IN ARRAY fields LOOP
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS %I ON %s USING gin ((_jsonb -> %L) jsonb_path_ops) WITH (fastupdate = off)',
      left(table_name, 40) || '_' || left(md5(field), 8) || '_gin', tbl, field
    );
  END LOOP;
END
$fn$;

CREATE OR REPLACE FUNCTION postcraft_ferretdb_gin_on_ddl() RETURNS event_trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  command record;
  tbl oid;
BEGIN
  FOR command IN
    SELECT * FROM pg_event_trigger_ddl_commands()
    WHERE command_tag IN ('CREATE TABLE', 'CREATE INDEX')
  LOOP
    BEGIN
      IF command.command_tag = 'CREATE TABLE' THEN
        tbl := command.objid;
      ELSE
        SELECT i.indrelid INTO tbl
        FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
        WHERE i.indexrelid = command.objid AND am.amname = 'btree';
      END IF;
      IF tbl IS NOT NULL THEN
        PERFORM postcraft_ferretdb_gin_twins(tbl);
      END IF;
    EXCEPTION WHEN OTHERS THEN
      RAISE WARNING 'postcraft: no GIN index for %: %', command.object_identity, SQLERRM;
    END;
  END LOOP;
END
$fn$;

DROP EVENT TRIGGER IF EXISTS postcraft_ferretdb_gin;
CREATE EVENT TRIGGER postcraft_ferretdb_gin ON ddl_command_end
  WHEN TAG IN ('CREATE TABLE', 'CREATE INDEX')
  EXECUTE FUNCTION postcraft_ferretdb_gin_on_ddl();

SELECT postcraft_ferretdb_gin_twins(c.oid)
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema');
`;

/** Any fixed number: the install of every process sharing a server runs one at a time. */
const INSTALL_LOCK_KEY = 7_340_221_905;

/**
 * Installs the GIN twins' event trigger on the PostgreSQL that FerretDB stores its data in.
 * Answers false (with the reason) when the role may not create event triggers (they need a
 * superuser): FerretDB then works as before, with finds that scan whole tables.
 */
export async function installFerretdbLookupIndexes(
  postgresUrl: string,
): Promise<{ installed: true } | { installed: false; reason: string }> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [INSTALL_LOCK_KEY]);
    await client.query(INSTALL_SQL);
    await client.query('COMMIT');
    return { installed: true };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    return { installed: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end();
  }
}
