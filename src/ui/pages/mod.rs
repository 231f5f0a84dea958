//! One module per page.

mod gallery;
mod home;
mod not_found;

pub use gallery::Gallery;
pub use home::Home;
pub use not_found::NotFound;
