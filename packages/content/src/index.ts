// @mat/content: the repository's content/ folder as data, and its Markdown as safe HTML. Node only
// (it reads files); private to this workspace. The API server seeds its tables from it and the
// public site prerenders its press pages from it, so neither app imports the other.
export {
  CONTENT_DIR,
  FRONT_MATTER_SCHEMA,
  readLibrary,
  splitFrontMatter,
  type ArticleSource,
  type ContentAnnouncement,
  type ContentArticle,
  type ContentCategory,
  type ContentNewsItem,
  type Language,
  type Library,
} from './library.js';
export { markdownToHtml, markdownToText } from './markdown.js';
