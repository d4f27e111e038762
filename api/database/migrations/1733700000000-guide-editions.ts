import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** guide_editions: every PDF the owner uploaded for a guide, one row per edition (api/guide-library). */
export class GuideEditions1733700000000 implements MigrationInterface {
  name = 'GuideEditions1733700000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    // TypeORM's schema builder rather than DDL text, so the same migration fits other databases.
    await q.createTable(
      new Table({
        name: 'guide_editions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'slug', type: 'varchar', length: '40' },
          { name: 'edition', type: 'integer' },
          { name: 'note', type: 'varchar', length: '500' },
          { name: 'filePath', type: 'varchar', length: '500' },
          { name: 'sha256', type: 'varchar', length: '64' },
          { name: 'size', type: 'integer' },
          { name: 'pages', type: 'integer' },
          { name: 'uploadedBy', type: 'varchar', length: '254', isNullable: true },
          { name: 'announcedCount', type: 'integer', isNullable: true },
          { name: 'createdAt', type: 'datetime' },
        ],
      }),
    );
    await q.createIndex(
      'guide_editions',
      new TableIndex({ name: 'IDX_guide_editions_slug_edition', columnNames: ['slug', 'edition'], isUnique: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.dropTable('guide_editions');
  }
}
