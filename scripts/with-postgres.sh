#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server: the one given in
# TEST_DATABASE_URL, or else the machine's Debian cluster (started if it exists), where a fresh
# role-owned database per run keeps runs apart. Each test worker then creates its own database there.
set -euo pipefail

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! pg_lsclusters -h 2>/dev/null | grep -q .; then
    echo "No PostgreSQL server: set TEST_DATABASE_URL, or install Debian's postgresql package." >&2
    exit 1
  fi
  read -r version cluster port _ < <(pg_lsclusters -h | head -n 1)
  pg_ctlcluster "$version" "$cluster" start 2>/dev/null || true
  for _ in $(seq 1 30); do
    pg_isready -q -p "$port" && break
    sleep 1
  done
  role="rally_ci_$$_$RANDOM"
  password="$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  run_psql() { su postgres -c "psql -q -p $port -v ON_ERROR_STOP=1 -c \"$1\"" >/dev/null; }
  run_psql_in() { su postgres -c "psql -q -p $port -d $1 -v ON_ERROR_STOP=1 -c \"$2\"" >/dev/null 2>&1; }
  run_psql "CREATE ROLE $role LOGIN CREATEDB PASSWORD '$password'"
  run_psql "CREATE DATABASE $role OWNER $role"
  # earthdistance is not a trusted extension: only a superuser may create it. Installed in template1,
  # every database the tests create has it, as an operator would install it once on a managed server.
  for extension in cube earthdistance pg_trgm; do
    su postgres -c "psql -q -p $port -d template1 -v ON_ERROR_STOP=1 -c 'CREATE EXTENSION IF NOT EXISTS $extension'" >/dev/null 2>&1
    run_psql_in "$role" "CREATE EXTENSION IF NOT EXISTS $extension"
  done
  cleanup() {
    su postgres -c "psql -q -p $port -c \"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '$role'\"" >/dev/null 2>&1 || true
    for db in $(su postgres -c "psql -At -p $port -c \"SELECT datname FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba WHERE r.rolname = '$role'\"" 2>/dev/null); do
      su postgres -c "psql -q -p $port -c 'DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)'" >/dev/null 2>&1 || true
    done
    su postgres -c "psql -q -p $port -c 'DROP ROLE IF EXISTS $role'" >/dev/null 2>&1 || true
  }
  trap cleanup EXIT
  export TEST_DATABASE_URL="postgres://$role:$password@127.0.0.1:$port/$role"
fi

"$@"
