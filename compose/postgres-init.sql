-- Run once by the postgres image, when its data volume is new (docker-entrypoint-initdb.d): Keycloak's database
-- beside Arbiter's (POSTGRES_DB, which the image makes itself), owned by the same user.
CREATE DATABASE keycloak;
