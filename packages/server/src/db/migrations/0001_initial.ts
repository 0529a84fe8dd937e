import type { Kysely } from 'kysely';
import { isPostgres, optionalRef, ownedBy, withId } from './columns.js';

/**
 * The whole schema the specification needs: site content, comments, galleries, menus, slider
 * modules and the score feed. Later issues add columns or tables in new migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bigint = isPostgres(db) ? 'bigint' : 'integer';

  await db.schema
    .createTable('languages')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('authors'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('categories'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('category_translations')
    .addColumn('category_id', 'integer', ownedBy('categories'))
    .addColumn('lang', 'text', (c) => c.notNull().references('languages.code'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_translations_pk', ['category_id', 'lang'])
    .addUniqueConstraint('category_translations_lang_slug', ['lang', 'slug'])
    .execute();

  await withId(db, db.schema.createTable('images'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('dominant_color', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('image_variants')
    .addColumn('image_id', 'integer', ownedBy('images'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('image_variants_pk', ['image_id', 'width', 'format'])
    .execute();

  await withId(db, db.schema.createTable('articles'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id'))
    .addColumn('hero_image_id', 'integer', optionalRef('images'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('articles_status_published')
    .on('articles')
    .columns(['status', 'published_at'])
    .execute();

  await withId(db, db.schema.createTable('article_translations'))
    .addColumn('article_id', 'integer', ownedBy('articles'))
    .addColumn('lang', 'text', (c) => c.notNull().references('languages.code'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('hero_alt', 'text', (c) => c.notNull())
    .addUniqueConstraint('article_translations_lang_slug', ['lang', 'slug'])
    .addUniqueConstraint('article_translations_article_lang', ['article_id', 'lang'])
    .execute();

  await db.schema
    .createTable('article_categories')
    .addColumn('article_id', 'integer', ownedBy('articles'))
    .addColumn('category_id', 'integer', ownedBy('categories'))
    .addPrimaryKeyConstraint('article_categories_pk', ['article_id', 'category_id'])
    .execute();

  await withId(db, db.schema.createTable('comments'))
    .addColumn('article_id', 'integer', ownedBy('articles'))
    .addColumn('lang', 'text', (c) => c.notNull().references('languages.code'))
    .addColumn('parent_id', 'integer', optionalRef('comments'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('author_url', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('timing', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_article_status')
    .on('comments')
    .columns(['article_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('comments_email')
    .on('comments')
    .columns(['author_email', 'status'])
    .execute();

  await withId(db, db.schema.createTable('galleries'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('cover_image_id', 'integer', optionalRef('images'))
    .addColumn('pagination', 'text', (c) => c.notNull())
    .addColumn('infinite_mode', 'text')
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('per_page', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gallery_translations')
    .addColumn('gallery_id', 'integer', ownedBy('galleries'))
    .addColumn('lang', 'text', (c) => c.notNull().references('languages.code'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gallery_translations_pk', ['gallery_id', 'lang'])
    .addUniqueConstraint('gallery_translations_lang_slug', ['lang', 'slug'])
    .execute();

  await withId(db, db.schema.createTable('gallery_items'))
    .addColumn('gallery_id', 'integer', ownedBy('galleries'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('image_id', 'integer', optionalRef('images'))
    .addColumn('src', 'text')
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('excluded_from_lightbox', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('gallery_items_position', ['gallery_id', 'position'])
    .execute();

  await db.schema
    .createTable('gallery_item_translations')
    .addColumn('item_id', 'integer', ownedBy('gallery_items'))
    .addColumn('lang', 'text', (c) => c.notNull().references('languages.code'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gallery_item_translations_pk', ['item_id', 'lang'])
    .execute();

  await withId(db, db.schema.createTable('menus'))
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull().references('languages.code'))
    .addUniqueConstraint('menus_location_lang', ['location', 'lang'])
    .execute();

  await withId(db, db.schema.createTable('menu_items'))
    .addColumn('menu_id', 'integer', ownedBy('menus'))
    .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('menu_items_menu')
    .on('menu_items')
    .columns(['menu_id', 'parent_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('mega_menu_panels'))
    .addColumn('menu_item_id', 'integer', (c) =>
      c.notNull().unique().references('menu_items.id').onDelete('cascade'),
    )
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('slider_modules'))
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('engine_version', 'integer', (c) => c.notNull().defaultTo(7))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('slider_slides'))
    .addColumn('module_id', 'integer', ownedBy('slider_modules'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_static', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('layers', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('slider_slides_module')
    .on('slider_slides')
    .columns(['module_id', 'position'])
    .execute();

  await db.schema
    .createTable('slider_id_map')
    .addColumn('module_id', 'integer', ownedBy('slider_modules'))
    .addColumn('v6_id', 'text', (c) => c.notNull())
    .addColumn('v7_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('slider_id_map_pk', ['module_id', 'v6_id'])
    .execute();

  await withId(db, db.schema.createTable('leagues'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('img', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('league_translations')
    .addColumn('league_id', 'integer', ownedBy('leagues'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('league_translations_pk', ['league_id', 'lang'])
    .execute();

  await withId(db, db.schema.createTable('teams'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('abbr', 'text', (c) => c.notNull())
    .addColumn('img', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('matches'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id'))
    .addColumn('home_team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('away_team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('date', bigint, (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('match_time', 'text')
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('home_periods', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('away_periods', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('matches_date').on('matches').column('date').execute();

  await withId(db, db.schema.createTable('match_events'))
    .addColumn('match_id', 'integer', ownedBy('matches'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('minute', 'text')
    .addColumn('side', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('match_events_match')
    .on('match_events')
    .columns(['match_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'match_events',
    'matches',
    'teams',
    'league_translations',
    'leagues',
    'slider_id_map',
    'slider_slides',
    'slider_modules',
    'mega_menu_panels',
    'menu_items',
    'menus',
    'gallery_item_translations',
    'gallery_items',
    'gallery_translations',
    'galleries',
    'comments',
    'article_categories',
    'article_translations',
    'articles',
    'image_variants',
    'images',
    'category_translations',
    'categories',
    'authors',
    'languages',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
