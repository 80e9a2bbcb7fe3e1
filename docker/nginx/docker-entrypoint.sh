#!/bin/sh
# Starts an app image's nginx the way the official nginx image does: fills each
# /etc/nginx/templates/NAME.template from the environment into /etc/nginx/conf.d/NAME (only
# variables that are set are replaced, so nginx's own $uri stays), runs the executable
# /docker-entrypoint.d/*.sh (the shell's run-time documents), then the command (nginx).
set -eu
defined=$(awk 'END { for (name in ENVIRON) printf "${%s} ", name }' </dev/null)
for template in /etc/nginx/templates/*.template; do
  envsubst "$defined" <"$template" >"/etc/nginx/conf.d/$(basename "$template" .template)"
done
for script in /docker-entrypoint.d/*.sh; do
  if [ -x "$script" ]; then "$script"; fi
done
exec "$@"
