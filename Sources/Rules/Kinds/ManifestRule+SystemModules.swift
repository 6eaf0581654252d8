extension ManifestRule {
    /// Modules a target may import without declaring them: the toolchain's and the SDKs' (Swift and
    /// Clang modules `KnownModules.toolchain` does not list, such as C libraries of the platforms),
    /// so that an import of them is never `undeclared`.
    static let systemModules: Set<String> = KnownModules.toolchain.union([
        "Android", "_Builtin_float", "_math", "SwiftOverlayShims", "SwiftOnoneSupport", "MachO", "libkern", "zlib",
        "sqlite3", "SQLite3", "CommonCrypto", "asl", "notify", "xpc", "Kernel", "DriverKit", "CryptoTokenKit",
        "AppleArchive", "ARKit", "AVRouting", "BackgroundAssets", "Carbon", "ClassKit", "ClockKit", "Collaboration",
        "CoreAudioKit", "CoreMIDI", "CoreWLAN", "DeveloperToolsSupport", "DeviceActivity", "DiskArbitration",
        "ExposureNotification", "FinanceKit", "ForceFeedback", "GameplayKit", "IOSurface", "ImageCaptureCore",
        "InputMethodKit", "JournalingSuggestions", "LocalAuthenticationEmbeddedUI", "ManagedSettings",
        "ManagedSettingsUI", "MapKit", "MatterSupport", "MediaAccessibility", "MediaToolbox", "MetalFX", "MLCompute",
        "NetworkExtension", "OpenAL", "OpenGL", "OpenGLES", "OSLog", "ProximityReader", "QuartzCore", "Quartz",
        "RealityFoundation", "RoomPlan", "SafetyKit", "ScreenSaver", "SecurityFoundation", "SecurityInterface",
        "ServiceManagement", "SoundAnalysis", "StoreKitTest", "Symbols", "SystemExtensions", "ThreadNetwork",
        "Translation", "VideoToolbox", "Virtualization", "VisionKit", "vecLib", "simd", "System", "SwiftUICore",
    ])
}
