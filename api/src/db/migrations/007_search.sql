-- One full-text index over courses, questions, news, materials and knowledge-base files.
-- kind is 'course' | 'question' | 'news' | 'material' | 'file'; ref_id is that row's id.
--
-- The trigram tokenizer matches any substring of 3 or more characters, which suits Chinese
-- (no word segmentation needed): search_index MATCH '"产品知"' finds 冰箱产品知识.
-- Queries of 1 or 2 characters cannot use MATCH; the server falls back to
--   WHERE title LIKE '%' || ? || '%' OR body LIKE '%' || ? || '%'
-- on this same table (a scan of a small table). LIKE patterns of 3+ characters are also
-- answered from the trigram index.
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED,
  ref_id UNINDEXED,
  title,
  body,
  tokenize = 'trigram'
);
