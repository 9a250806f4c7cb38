// swift-tools-version: 5.9
import PackageDescription

/// The platform-neutral core of the shop app: every decision the app's views bind to.
/// No package dependencies.
let package = Package(
  name: "ShopMenu",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "ShopMenu", targets: ["ShopMenu"])
  ],
  targets: [
    .target(
      name: "ShopMenu",
      dependencies: [.target(name: "LinuxCombine", condition: .when(platforms: [.linux]))],
      // Resources lie flat in each bundle: a copied folder named `Resources` makes the bundle
      // unsignable on iOS ("bundle format unrecognized"); docs/DECISIONS.md, "Resources".
      resources: [.process("Resources")]
    ),
    // `ObservableObject` and `@Published` where Combine is missing; no Apple build uses it.
    .target(name: "LinuxCombine"),
    .testTarget(
      name: "ShopMenuTests",
      dependencies: [
        "ShopMenu", .target(name: "LinuxCombine", condition: .when(platforms: [.linux])),
      ],
      resources: [.copy("Fixtures/app-Info.plist")]
    ),
  ]
)
