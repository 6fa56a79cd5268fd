import Testing

/// The test tiers beyond the unit tests (README, *Tests*). A suite that runs another program,
/// Chromium, a server or a nested package build says so with `@Suite(.tags(...))`;
/// `scripts/test-tier.sh` reads those tags from the sources, and a suite with none is a unit
/// test. Tag whole suites (not single tests): the tier script selects suites by name.
extension Tag {
    /// Runs another program and reads what it did: the `plumb` command line, `swiftc`, `python3`.
    @Tag public static var cli: Self
    /// Drives headless Chromium.
    @Tag public static var browser: Self
    /// Starts the preview server and talks to it over sockets.
    @Tag public static var server: Self
    /// Builds the nested package in `Tests/Consumer`, a clean build of Plumb.
    @Tag public static var consumer: Self
    /// Sweeps many seeds, or trees of thousands of views or 10,000 deep: CPU-bound, and a
    /// minute or more on two cores.
    @Tag public static var slow: Self
}
