#!/bin/bash
# The shell image's two processes: its Node server, which renders the pages, and nginx in front
# of it. When either stops, the container stops (its orchestrator restarts it).
set -euo pipefail
cd /repo
npx tsx shell/server/main.ts &
nginx -g 'daemon off;' &
wait -n
exit 1
