#!/usr/bin/env bash
# Installs the Debian packages the test suites need when they are missing: Chromium for the
# browser tests; poppler-utils, tesseract-ocr and tesseract-ocr-por to read scanned contracts (the
# product uses them at run time too); imagemagick and img2pdf to render the scanned fixtures.
# Runs before `npm test` and in CI.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr)
tesseract --list-langs 2>/dev/null | grep -qx por || missing+=(tesseract-ocr-por)
command -v convert >/dev/null 2>&1 || missing+=(imagemagick)
command -v img2pdf >/dev/null 2>&1 || missing+=(img2pdf)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them as root: apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
