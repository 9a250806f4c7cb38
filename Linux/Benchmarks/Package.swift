// swift-tools-version: 5.9
import PackageDescription

/// Benchmarks for the ShopMenu core (release build). Linux tool; never built by `swift build` of
/// ShopMenu or by Xcode. Run with `Linux/Scripts/bench.sh`; results in Linux/BENCHMARKS.md.
let package = Package(
  name: "ShopMenuBenchmarks",
  dependencies: [.package(path: "../../ShopMenu")],
  targets: [
    .executableTarget(
      name: "ShopMenuBench",
      dependencies: [.product(name: "ShopMenu", package: "ShopMenu")]
    )
  ]
)
