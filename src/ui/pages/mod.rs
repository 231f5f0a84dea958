//! One module per page.

pub mod daily;
pub mod drills;
pub mod embeds;
pub mod gallery;
pub mod home;
pub mod lab;
mod not_found;
pub mod performance;
pub mod replay;
pub mod rules;
pub mod setup;
pub mod table;

pub use daily::DailyPage;
pub use drills::DrillsPage;
pub use embeds::EmbedsPage;
pub use gallery::Gallery;
pub use home::Home;
pub use lab::LabPage;
pub use not_found::NotFound;
pub use performance::Performance;
pub use replay::ReplayPage;
pub use rules::RulesPage;
pub use setup::SetupPage;
pub use table::{hinted, TablePage};
