#!/usr/bin/env bash
# The alert rules are tested with Debian's promtool, and one API test scrapes the API with
# Debian's prometheus: the package's binaries only. Its service is not wanted: where the
# package's install starts one (on a machine with an init system), it is stopped again.
set -euo pipefail
if command -v promtool >/dev/null && command -v prometheus >/dev/null; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Prometheus is missing: install Debian's 'prometheus' package (promtool, prometheus)." >&2
  exit 1
fi
echo "Installing Prometheus from Debian"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
# Without recommends: no node exporter listening on port 9100.
apt-get install -y -q --no-install-recommends prometheus >/dev/null
if command -v invoke-rc.d >/dev/null; then invoke-rc.d prometheus stop >/dev/null 2>&1 || true; fi
