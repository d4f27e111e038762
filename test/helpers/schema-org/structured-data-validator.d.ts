/** The part of @adobe/structured-data-validator the tests use (the package ships no types). */
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]>; microdata?: object; rdfa?: object }): Promise<unknown[]>;
  }
}
