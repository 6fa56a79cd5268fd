/// How this copy of the layout model was compiled, for tests that size their work to it.
enum EngineBuild {
    /// True when the module was compiled with optimisation (a release build, or a debug build
    /// with `PLUMB_OPTIMISED_ENGINE=1`; see Package.swift). Evaluated here, not inlined into
    /// the caller, so it describes this module.
    @inline(never) static var isOptimised: Bool { !_isDebugAssertConfiguration() }
}
