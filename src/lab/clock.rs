//! Wall-clock timing for reports; `std::time::Instant` does not exist in the browser.

#[cfg(not(target_arch = "wasm32"))]
pub fn start() -> std::time::Instant {
    std::time::Instant::now()
}
#[cfg(not(target_arch = "wasm32"))]
pub fn elapsed_ms(start: std::time::Instant) -> u64 {
    start.elapsed().as_millis() as u64
}
/// The browser times runs itself (`performance.now()`); the lab reports 0 there.
#[cfg(target_arch = "wasm32")]
pub struct Start;
#[cfg(target_arch = "wasm32")]
pub fn start() -> Start {
    Start
}
#[cfg(target_arch = "wasm32")]
pub fn elapsed_ms(_: Start) -> u64 {
    0
}
