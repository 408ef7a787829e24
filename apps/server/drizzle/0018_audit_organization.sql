-- Who acted for which organization (a care team, Matrona), as the patient sees it in "Who has seen my record".
ALTER TABLE "audit_events" ADD COLUMN "actor_organization" text;
