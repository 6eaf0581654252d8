// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Billing",
    products: [
        .library(name: "BillingCore", targets: ["BillingCore"]),
        .library(name: "BillingKit", targets: ["BillingCore", "BillingUI"]),
    ],
    targets: [
        .target(name: "BillingCore"),
        .target(name: "BillingUI", dependencies: ["BillingCore"]),
    ]
)
