#!/usr/bin/env bash
# Installs the Debian packages the test suites need when they are missing: Chromium for the
# browser tests; poppler-utils, tesseract-ocr and tesseract-ocr-por to read scanned contracts (the
# product uses them at run time too); imagemagick and img2pdf to render the scanned fixtures;
# libreoffice-writer-nogui to open the Word files with tracked changes the product writes.
# Runs before `npm test` and in CI. Asks dpkg, not the PATH: a command of the same name elsewhere
# (a stand-in `convert` in /usr/local/bin, say) is not the package.
set -euo pipefail

packages=(chromium poppler-utils tesseract-ocr tesseract-ocr-por imagemagick img2pdf libreoffice-writer-nogui)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
    missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them as root: apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
