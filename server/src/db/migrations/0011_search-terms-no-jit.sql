-- Hand-written: the planner cannot estimate the rows of generate_series over a word's length, so
-- it costs the term expansion of a few hundred products in billions and JIT-compiles it: about
-- 2 s of compilation for 0.5 s of work on PostgreSQL 15 (PGlite has no JIT).
ALTER FUNCTION "search_term_counts_apply"(integer[], integer[], text[], text[], integer[]) SET jit = off;
