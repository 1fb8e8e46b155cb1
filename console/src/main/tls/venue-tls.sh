#!/usr/bin/env bash
# The venue's certificates, made with the JDK's keytool only (docs/venue.md "Certificates").
#
#   venue-tls.sh TLS_DIR HOST [COMMAND...]
#
# On the first run: a local certificate authority (ca.p12, its private key; ca.crt, the certificate the tablets
# trust) and a password for both key stores (password). Whenever server.p12 is missing or was made for another host:
# the server's key and certificate for HOST (an IP address or a DNS name, as the subject alternative name; 127.0.0.1
# also names localhost), signed by the CA, valid 397 days (what iPadOS and Android accept), in server.p12 under the
# alias "server" with the CA in its chain. The CA is kept: a tablet that trusts it once trusts every later server
# certificate. The folder is 0700 and every file 0600; no private key is written anywhere else.
#
# With a COMMAND (the console's java command line), it then runs it with the console's TLS settings in its
# environment: the TLS registry's key store (quarkus.tls.key-store.p12.*), the folder with the CA and the https origin
# (console.venue.*). ./arbiter-local and the console's image start the console this way.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 TLS_DIR HOST [COMMAND...]" >&2; exit 2; }
dir=$1 host=$2
shift 2
keytool="${JAVA_HOME:+$JAVA_HOME/bin/}keytool"
umask 077
mkdir -p "$dir"
chmod 700 "$dir"
dir="$(cd "$dir" && pwd)"
(
cd "$dir"

if [ ! -s password ]; then
  head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > password
fi
store=(-storetype PKCS12 -storepass:file password)

if [ ! -s ca.p12 ]; then
  rm -f ca.crt server.p12 server.host
  "$keytool" -genkeypair -alias ca -keyalg EC -groupname secp256r1 -validity 3650 \
    -dname "CN=Arbiter venue CA $(date -u +%Y-%m-%d) $(head -c 4 /dev/urandom | od -An -tx1 | tr -d ' \n'),O=Arbiter" \
    -ext bc:c=ca:true,pathlen:0 -ext ku:c=keyCertSign,cRLSign \
    -keystore ca.p12 "${store[@]}" 2>/dev/null
  "$keytool" -exportcert -rfc -alias ca -keystore ca.p12 "${store[@]}" -file ca.crt 2>/dev/null
fi

if [ ! -s server.p12 ] || [ "$(cat server.host 2>/dev/null)" != "$host" ]; then
  if [[ "$host" =~ ^[0-9.]+$ || "$host" == *:* ]]; then
    san="ip:$host"
  else
    san="dns:$host"
  fi
  [ "$host" != 127.0.0.1 ] || san="$san,dns:localhost"
  rm -f server.p12 server.csr server.crt
  "$keytool" -genkeypair -alias server -keyalg EC -groupname secp256r1 -validity 397 -dname "CN=$host,O=Arbiter" \
    -keystore server.p12 "${store[@]}" 2>/dev/null
  "$keytool" -certreq -alias server -keystore server.p12 "${store[@]}" -file server.csr 2>/dev/null
  "$keytool" -gencert -alias ca -keystore ca.p12 "${store[@]}" -infile server.csr -outfile server.crt -rfc \
    -validity 397 -ext "san=$san" -ext eku=serverAuth -ext ku:c=digitalSignature 2>/dev/null
  "$keytool" -importcert -noprompt -alias ca -file ca.crt -keystore server.p12 "${store[@]}" >/dev/null 2>&1
  "$keytool" -importcert -noprompt -alias server -file server.crt -keystore server.p12 "${store[@]}" >/dev/null 2>&1
  "$keytool" -delete -alias ca -keystore server.p12 "${store[@]}" 2>/dev/null
  rm -f server.csr server.crt
  printf '%s' "$host" > server.host
fi
chmod 600 ./*
)

if [ $# -gt 0 ]; then
  umask 022
  password="$(cat "$dir/password")"
  export QUARKUS_TLS_KEY_STORE_P12_PATH="$dir/server.p12" QUARKUS_TLS_KEY_STORE_P12_PASSWORD="$password" \
    QUARKUS_TLS_KEY_STORE_P12_ALIAS=server QUARKUS_TLS_KEY_STORE_P12_ALIAS_PASSWORD="$password" \
    CONSOLE_VENUE_TLS_DIR="$dir" CONSOLE_VENUE_PUBLIC_ORIGIN="https://$host:${QUARKUS_HTTP_SSL_PORT:-8443}"
  exec "$@"
fi
