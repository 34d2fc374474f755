// The server suite's PostgreSQL project: every test database is a copy of the template on the suite's PostgreSQL.
process.env.TEST_DATABASE_URL = process.env.TEST_POSTGRES_ADMIN_URL;
