-- Removes everything setup.sql and the pgbench runs created.
drop schema if exists pgbench_scratch cascade;
