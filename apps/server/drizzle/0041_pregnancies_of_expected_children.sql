-- Kick counting, week content and their reminders speak only while a pregnancy is on record and
-- going on (@mat/domain's speaksOfOngoingPregnancy). A patient who recorded an expected baby (a
-- due date, no birth) without a pregnancy record would lose them: she gets the pregnancy her baby's
-- due date says, once. A patient with any pregnancy record (a loss reported included) is left as is.
INSERT INTO "pregnancies" ("user_id", "due_date")
SELECT DISTINCT ON ("children"."user_id") "children"."user_id", "children"."due_date"
FROM "children"
WHERE "children"."due_date" IS NOT NULL
  AND "children"."date_of_birth" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "pregnancies" WHERE "pregnancies"."user_id" = "children"."user_id")
ORDER BY "children"."user_id", "children"."due_date";
