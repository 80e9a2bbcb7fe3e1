#!/bin/sh
# Runs before nginx starts (the nginx image runs /docker-entrypoint.d/*.sh): writes the shell's
# run-time documents from the environment, so one shell image serves any environment.
#   REMOTES_JSON     the whole remotes.json (or mount a file at $REMOTES_JSON_FILE instead, e.g.
#                    a deploy root's remotes.json, which `npm run deploy` rewrites)
#   API_PUBLIC_URL   where the browser calls the API ("" = this origin, proxied to $API_UPSTREAM)
set -eu
mkdir -p "$(dirname "$REMOTES_JSON_FILE")" "$(dirname "$APP_CONFIG_FILE")"
if [ -n "${REMOTES_JSON:-}" ]; then
  printf '%s\n' "$REMOTES_JSON" > "$REMOTES_JSON_FILE"
elif [ ! -f "$REMOTES_JSON_FILE" ]; then
  echo "Neither REMOTES_JSON nor a file at $REMOTES_JSON_FILE: the shell would find no remotes." >&2
  exit 1
fi
printf '{"apiBaseUrl":"%s"}\n' "${API_PUBLIC_URL:-}" > "$APP_CONFIG_FILE"
