import { Types, type MongooseQueryMiddleware, type Schema } from 'mongoose';
import {
  changeOwnerVersions,
  requireOwnerVersions,
  type OwnerVersionKind,
} from './owner-versions.js';

/**
 * Writes of a model that its queries make (updates and deletes, whatever their name). A
 * document's own `deleteOne()` and `updateOne()` run as such a query, by `_id` alone.
 */
const QUERY_WRITES: MongooseQueryMiddleware[] = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
];
const AS_QUERY = { document: false, query: true } as const;

/**
 * The owners a write's filter names (`<field>: id`, `{ $eq: id }` or `{ $in: [ids] }`, see
 * ownerCheck), else 'all'.
 */
function ownersOfFilter(filter: Record<string, unknown>, field: string): string[] | 'all' {
  const named = filter[field];
  const isOperator = named && typeof named === 'object' && !(named instanceof Types.ObjectId);
  const candidates: unknown[] =
    isOperator && '$eq' in named
      ? [named.$eq]
      : isOperator && '$in' in named && Array.isArray(named.$in)
        ? named.$in
        : [named];
  const owners: string[] = [];
  for (const owner of candidates) {
    if (owner instanceof Types.ObjectId) owners.push(owner.toHexString());
    else if (typeof owner === 'string' && owner.length > 0) owners.push(owner);
    else return 'all';
  }
  return owners.length > 0 ? owners : 'all';
}

/** The owners of documents written whole ('all' when one of them has none). */
function ownersOfDocuments(docs: unknown, field: string): string[] | 'all' {
  const owners: string[] = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    const owner = (doc as Record<string, Types.ObjectId | string | null | undefined> | null)?.[
      field
    ];
    if (!owner) return 'all';
    owners.push(owner.toString());
  }
  return owners;
}

/**
 * Makes every write through `schema`'s model change the `kind` version of the owners it touched
 * (named by the documents' or the filter's `ownerField`), once it is done, and refuses a write
 * before it is made when the versions are not open. A bulk write is refused: its owners are not
 * known once it is done, and no code needs one (FerretDB 1.24 handles them badly).
 *
 * A failed write may still have changed something (a timeout after the server applied it, an
 * unordered insert that stored some documents), so its owners get a new version too; the caller
 * sees the write's own error, and a failure to announce it is dropped.
 */
export function announceWritesToOwnerVersions<T>(
  schema: Schema<T>,
  kind: OwnerVersionKind,
  ownerField: string,
): void {
  const change = (owners: string[] | 'all') => changeOwnerVersions(kind, owners);
  const changeAfterFailure = (owners: string[] | 'all', next: () => void) => {
    void change(owners)
      .catch(() => undefined)
      .then(next);
  };
  const ofDocuments = (docs: unknown) => ownersOfDocuments(docs, ownerField);
  const ofFilter = (filter: Record<string, unknown>) => ownersOfFilter(filter, ownerField);

  // Before any write: refused when its change could not be announced, so nothing is written.
  schema.pre('save', () => requireOwnerVersions(kind));
  schema.pre('insertMany', () => requireOwnerVersions(kind));
  schema.pre(QUERY_WRITES, AS_QUERY, () => requireOwnerVersions(kind));
  schema.pre('bulkWrite', () => {
    throw new Error(`${kind}: use single writes; a bulkWrite would not announce its owners`);
  });

  // After each write: the owners it touched get a new version.
  schema.post('save', async function () {
    await change(ofDocuments(this));
  });
  schema.post('insertMany', async function (docs: unknown) {
    await change(ofDocuments(docs));
  });
  schema.post(QUERY_WRITES, AS_QUERY, async function () {
    await change(ofFilter(this.getFilter()));
  });
  // Error handlers, which kareem tells apart by their three parameters: the failed write is
  // announced, then its error goes on to the caller.
  schema.post('save', function (_error: unknown, _doc: unknown, next: () => void) {
    changeAfterFailure(ofDocuments(this), next);
  });
  schema.post('insertMany', function (_error: unknown, docs: unknown, next: () => void) {
    changeAfterFailure(ofDocuments(docs), next);
  });
  schema.post(
    QUERY_WRITES,
    AS_QUERY,
    function (_error: unknown, _result: unknown, next: () => void) {
      changeAfterFailure(ofFilter(this.getFilter()), next);
    },
  );
}
