/// Legible's version: the one place it is written. `legible --version` prints it and every report
/// names it as its tool's version (JSON `tool.version`, SARIF `runs[].tool.driver.version`).
///
/// It follows Semantic Versioning as `VERSIONING.md` defines it for Legible: what counts as a
/// breaking change is the public API, the rule ids, and the JSON and SARIF field names that
/// baseline files and CI scripts read. Raise it in the same commit as `CHANGELOG.md`'s release heading.
public enum LegibleVersion {
    /// The version of this build, such as `0.1.0`.
    public static let current = "0.1.0"
}
