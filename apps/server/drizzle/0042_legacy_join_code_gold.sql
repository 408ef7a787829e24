-- Before migration 0038 an organization's join code gave Gold at once, while the organization had
-- not confirmed her yet, and declining took nothing back; a join code is a word anyone may guess.
-- Such a coverage whose connection is still pending now waits for the organization like those made
-- since (Gold from the day it confirms, none if it declines), and one whose connection was declined
-- is removed. Either way the Gold it gave is taken back: her Gold ends as it would without it, by
-- what the tables tell of her other Gold (another coverage, a running paid period, a redeemed gift,
-- and whatever was added after the coverage's end keeps its length), never earlier than those.
UPDATE "users" SET "gold_until" = GREATEST(
    "users"."gold_until" - "given"."length",
    (SELECT max("other"."gold_until") FROM "membership_coverages" "other"
      WHERE "other"."user_id" = "users"."id" AND "other"."awaiting_organization" = false AND NOT ("other"."id" = ANY ("given"."ids"))),
    (SELECT max("subscriptions"."period_end") FROM "subscriptions"
      WHERE "subscriptions"."user_id" = "users"."id" AND "subscriptions"."state" NOT IN ('free', 'paymentFailed')),
    (SELECT max("gifts"."redeemed_at" + make_interval(months => "gifts"."months")) FROM "gifts" WHERE "gifts"."redeemed_by" = "users"."id")
  )
FROM (
  SELECT "coverage"."user_id", array_agg("coverage"."id") AS "ids", sum("coverage"."gold_until" - "coverage"."created_at") AS "length"
  FROM "membership_coverages" "coverage"
  JOIN "organization_connections" "connection"
    ON "connection"."patient_id" = "coverage"."user_id" AND "connection"."organization_id" = "coverage"."organization_id"
  WHERE "coverage"."source" = 'assign_code' AND "coverage"."awaiting_organization" = false AND "connection"."confirmation" IN ('pending', 'declined')
  GROUP BY "coverage"."user_id"
) AS "given"
WHERE "users"."id" = "given"."user_id" AND "users"."gold_until" IS NOT NULL;
--> statement-breakpoint
DELETE FROM "membership_coverages" "coverage"
USING "organization_connections" "connection"
WHERE "connection"."patient_id" = "coverage"."user_id" AND "connection"."organization_id" = "coverage"."organization_id"
  AND "coverage"."source" = 'assign_code' AND "coverage"."awaiting_organization" = false AND "connection"."confirmation" = 'declined';
--> statement-breakpoint
UPDATE "membership_coverages" "coverage" SET "awaiting_organization" = true
FROM "organization_connections" "connection"
WHERE "connection"."patient_id" = "coverage"."user_id" AND "connection"."organization_id" = "coverage"."organization_id"
  AND "coverage"."source" = 'assign_code' AND "coverage"."awaiting_organization" = false AND "connection"."confirmation" = 'pending';
