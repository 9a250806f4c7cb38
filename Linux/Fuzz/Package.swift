// swift-tools-version: 5.9
import PackageDescription

/// libFuzzer target for the ShopMenu core. Linux-only tool; never built by `swift build` of
/// ShopMenu or by Xcode. Build and run with `Linux/Scripts/fuzz.sh [SECONDS]`.
let package = Package(
  name: "ShopMenuFuzz",
  dependencies: [.package(path: "../../ShopMenu")],
  targets: [
    .executableTarget(
      name: "ShopMenuFuzz",
      dependencies: [.product(name: "ShopMenu", package: "ShopMenu")]
    )
  ]
)
