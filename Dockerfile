# syntax=docker/dockerfile:1
# referee: multi-stage build. `docker compose up --build` runs it with Postgres.

FROM rust:1-bookworm AS builder
# diesel's postgres backend links libpq; webauthn-rs (passkeys) links
# OpenSSL, found by pkg-config.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq-dev libssl-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
# Migrations are embedded in the binary at compile time (migrations/ is in the
# context). The cache mounts keep the registry and target/ between builds.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked --bin referee \
    && cp target/release/referee /usr/local/bin/referee

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 libssl3 ca-certificates \
    && rm -rf /var/lib/apt/lists/*
RUN useradd --system --uid 10001 --user-group --no-create-home \
    --home-dir /nonexistent --shell /usr/sbin/nologin referee
COPY --from=builder /usr/local/bin/referee /usr/local/bin/referee
USER referee:referee
ENV REFEREE_BIND=0.0.0.0:8080 \
    RUST_LOG=info
EXPOSE 8080
ENTRYPOINT ["referee"]
CMD ["serve"]
