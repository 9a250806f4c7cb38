// swift-tools-version: 5.9
import PackageDescription

/// `shopmenu`: the app's menu in a terminal, on the app's own core (the ShopMenu package).
let package = Package(
  name: "ShopMenuTerminal",
  platforms: [.macOS(.v12)],
  products: [.executable(name: "shopmenu", targets: ["ShopMenuCommand"])],
  dependencies: [.package(path: "../../ShopMenu")],
  targets: [
    .target(name: "ShopMenuCLI", dependencies: [.product(name: "ShopMenu", package: "ShopMenu")]),
    .executableTarget(name: "ShopMenuCommand", dependencies: ["ShopMenuCLI"]),
    .testTarget(
      name: "ShopMenuCLITests",
      dependencies: ["ShopMenuCLI", .product(name: "ShopMenu", package: "ShopMenu")]
    ),
  ]
)
