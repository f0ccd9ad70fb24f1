import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from "kysely";

/**
 * The tables public pages are made from: writing to any of them changes what a page shows.
 * `site_settings` is not one: it holds what no visitor sees (decision 061).
 */
const CONTENT_TABLES = new Set([
  "content_entries",
  "services",
  "service_images",
  "service_slug_redirects",
  "team_members",
  "media_uses",
  "translations",
  "translation_slug_redirects",
]);

function tableName(node: OperationNode | undefined): string | undefined {
  if (node && AliasNode.is(node)) return tableName(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
}

/** The table an insert, update or delete writes to; undefined for anything else. */
function writtenTable(node: RootOperationNode): string | undefined {
  if (InsertQueryNode.is(node)) return tableName(node.into);
  if (UpdateQueryNode.is(node)) return tableName(node.table);
  if (DeleteQueryNode.is(node)) return tableName(node.from.froms[0]);
  return undefined;
}

/** What one request did: whether it wrote content, and whether its answer is out. */
interface RequestWrites {
  contentChanged: boolean;
  answered: boolean;
}

/**
 * Notices writes to content, so the rendered pages are dropped exactly when what they show
 * changed (not when someone signs in or reads a message). A request's writes are reported
 * when its answer has gone out, after its transaction committed, so a page rendered in
 * between is not kept; a write outside any request is reported at once.
 */
export class ContentWrites {
  readonly #requests = new AsyncLocalStorage<RequestWrites>();
  readonly #onChange: () => void;

  constructor(onChange: () => void) {
    this.#onChange = onChange;
  }

  /** Express middleware: each request keeps its own record, reported when it is answered. */
  readonly middleware: RequestHandler = (_req, res, next) => {
    const writes: RequestWrites = { contentChanged: false, answered: false };
    res.once("close", () => {
      writes.answered = true;
      if (writes.contentChanged) this.#onChange();
    });
    this.#requests.run(writes, next);
  };

  /** A Kysely plugin that marks the current request when a query writes to content. */
  readonly plugin: KyselyPlugin = {
    transformQuery: ({ node }: PluginTransformQueryArgs): RootOperationNode => {
      const table = writtenTable(node);
      if (table && CONTENT_TABLES.has(table)) {
        const writes = this.#requests.getStore();
        // Outside a request (or still writing after its client left), there is no later moment.
        if (writes && !writes.answered) writes.contentChanged = true;
        else this.#onChange();
      }
      return node;
    },
    transformResult: async ({
      result,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
  };
}
