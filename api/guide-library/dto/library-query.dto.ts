/** GET /api/admin/guides takes no query parameters: any is refused (400), as on every admin list. */
export class LibraryQueryDto {}
