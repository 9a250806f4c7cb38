// swift-tools-version: 5.9
import PackageDescription

/// The platform-neutral core of the shop app (`ShopMenu`), its SwiftUI layer (`ShopMenuUI`,
/// compiled only where SwiftUI exists) and the terminal front end (`shopmenu`).
/// No package dependencies: everything here builds from the toolchain alone.
let package = Package(
  name: "ShopMenu",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "ShopMenu", targets: ["ShopMenu"]),
    .library(name: "ShopMenuUI", targets: ["ShopMenuUI"]),
    .executable(name: "shopmenu", targets: ["ShopMenuCommand"]),
  ],
  targets: [
    .target(
      name: "ShopMenu",
      // A shop's bundled feed is `Resources/<shop>-navigation.json` (``BundledMenu``).
      resources: [.copy("Resources")]
    ),
    .target(name: "ShopMenuUI", dependencies: ["ShopMenu"]),
    .target(name: "ShopMenuCLI", dependencies: ["ShopMenu"]),
    .executableTarget(name: "ShopMenuCommand", dependencies: ["ShopMenuCLI"]),
    .testTarget(
      name: "ShopMenuTests",
      dependencies: ["ShopMenu"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "ShopMenuCLITests",
      dependencies: ["ShopMenuCLI", "ShopMenu"]
    ),
  ]
)
