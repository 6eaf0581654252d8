/// Modules that come with the toolchain or an Apple SDK. A rule may name them even when nothing in
/// the graph imports them yet; any other name must be a component or a module of the graph.
public enum KnownModules {
    /// Names of toolchain and SDK modules.
    public static let toolchain: Set<String> = swift.union(apple)

    /// Always allowed by `allow` rules: every Swift file depends on them implicitly.
    public static let implicit: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "SwiftShims", "_SwiftConcurrencyShims"]

    /// Test frameworks: a test target's import of them is never judged by `allow`.
    public static let testing: Set<String> = ["XCTest", "Testing"]

    private static let swift: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "_Differentiation", "_Volatile", "SwiftShims",
        "_SwiftConcurrencyShims", "Synchronization", "RegexBuilder", "Distributed", "Cxx", "CxxStdlib",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "XCTest", "Testing", "Glibc", "Musl", "Bionic", "WASILibc",
        "CRT", "WinSDK", "ucrt", "Darwin", "SwiftGlibc", "ObjectiveC", "os", "OSLog", "Observation",
    ]

    private static let apple: Set<String> = [
        "Accelerate", "Accessibility", "AccessorySetupKit", "Accounts", "ActivityKit", "AdServices",
        "AddressBook", "AppIntents", "AppKit", "AppTrackingTransparency", "AudioToolbox", "AuthenticationServices",
        "AVFAudio", "AVFoundation", "AVKit", "BackgroundTasks", "BusinessChat", "CallKit", "CarPlay",
        "CFNetwork", "Charts", "CloudKit", "Cocoa", "Combine", "Compression", "Contacts", "ContactsUI",
        "CoreAudio", "CoreBluetooth", "CoreData", "CoreFoundation", "CoreGraphics", "CoreHaptics",
        "CoreImage", "CoreLocation", "CoreLocationUI", "CoreML", "CoreMedia", "CoreMotion", "CoreNFC",
        "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo",
        "CryptoKit", "DeviceCheck", "EventKit", "EventKitUI", "ExtensionFoundation", "ExtensionKit",
        "FamilyControls", "FileProvider", "GameController", "GameKit", "GameplayKit", "GLKit",
        "GroupActivities", "HealthKit", "HomeKit", "ImageIO", "IOKit", "Intents", "IntentsUI",
        "JavaScriptCore", "LinkPresentation", "LocalAuthentication", "MapKit", "MediaPlayer",
        "MessageUI", "Messages", "Metal", "MetalKit", "MetalPerformanceShaders", "MobileCoreServices",
        "ModelIO", "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction",
        "Network", "NetworkExtension", "NotificationCenter", "PassKit", "PDFKit", "PencilKit", "Photos",
        "PhotosUI", "PushKit", "QuartzCore", "QuickLook", "QuickLookThumbnailing", "RealityKit",
        "ReplayKit", "SafariServices", "SceneKit", "ScreenCaptureKit", "ScreenTime", "Security",
        "SensitiveContentAnalysis", "SharedWithYou", "ShazamKit", "Social", "Speech", "SpriteKit",
        "StoreKit", "SwiftData", "SwiftUI", "SystemConfiguration", "TipKit", "UIKit",
        "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI", "Vision", "VisionKit",
        "WatchConnectivity", "WatchKit", "WebKit", "WeatherKit", "WidgetKit", "XPC", "_Concurrency",
    ]
}
