//! `embed_migrations!` (src/store/mod.rs) reads `migrations/` at compile
//! time, but cargo does not know it does: without this, a new migration is
//! missing from every binary and test built before some source file
//! changes.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
