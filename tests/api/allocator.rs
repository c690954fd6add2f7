//! The server binary's allocator settings (src/main.rs): jemalloc must read
//! the binary's own `malloc_conf`, whose only option keeps transparent huge
//! pages off the heap. Without it, a host whose THP setting is `always` backs
//! the heap with 2 MiB pages and the RSS measured on this machine (docs/BENCHMARKS.md,
//! "Server memory") no longer holds there.

use std::process::Command;

#[test]
fn the_server_binary_keeps_huge_pages_off_its_heap() {
    // `confirm_conf` makes jemalloc print, at its first allocation, each
    // source of options it read and every value it set from them.
    let output = Command::new(env!("CARGO_BIN_EXE_referee"))
        .arg("--version")
        .env("_RJEM_MALLOC_CONF", "confirm_conf:true")
        .output()
        .expect("the target's referee binary runs");
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let set: Vec<&str> = stderr
        .lines()
        .filter_map(|line| line.strip_prefix("<jemalloc>: -- Set conf value: "))
        .collect();
    // The binary's option first, then the environment's, which may
    // override it (docs/OPERATIONS.md's way to try another setting).
    assert_eq!(set, ["thp:never", "confirm_conf:true"], "{stderr}");
    assert!(
        stderr.contains(r#"(string pointed to by the global variable malloc_conf): "thp:never""#),
        "{stderr}"
    );
}
