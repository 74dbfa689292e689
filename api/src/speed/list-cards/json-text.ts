/**
 * A response body that is JSON text already (the client's lists joined from the stored cards): sent as
 * it is, without parsing and serialising it again; checked against the route's schema like any other
 * body when responses are checked (plugins/route-schemas.ts).
 */
export class JsonText {
  constructor(readonly text: string) {}
}
