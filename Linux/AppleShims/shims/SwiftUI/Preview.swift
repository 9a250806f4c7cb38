// SwiftUI shim: Xcode previews (see View.swift). Xcode finds the providers in the source and
// renders them in its canvas; nothing in the app calls them, so nothing here has behaviour.

// doc: https://developer.apple.com/documentation/swiftui/previewprovider — iOS 13.0; SDK 17/18
/// "A type that produces view previews in Xcode." The page shows the protocol
/// `@MainActor @preconcurrency` and `previews` as a `@ContentBuilder`, as the SDKs after
/// Xcode 15 declare it; modelled here as `View` is (View.swift): the requirement main-actor
/// isolated with pre-concurrency leniency, built by `ViewBuilder`. Its `_PreviewProvider`
/// refinement and the `platform` requirement (which has a default) are left out.
public protocol PreviewProvider {
  // doc: https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.associatedtype — iOS 13.0; SDK 17/18
  /// "The type to preview."
  associatedtype Previews: View
  // doc: https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.type.property — iOS 13.0; SDK 17/18
  /// "A collection of views to preview."
  @ViewBuilder @preconcurrency @MainActor static var previews: Self.Previews { get }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/previewdisplayname(_:) — iOS 13.0; SDK 17/18
  /// "Sets a user visible name to show in the canvas for a preview": only the canvas shows it.
  public func previewDisplayName(_ value: String?) -> some View { _Mod(content: self, kind: .drawing) }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/previewdevice(_:) — iOS 13.0; SDK 17/18
  /// "Overrides the device for a preview": only the canvas uses it.
  public func previewDevice(_ value: PreviewDevice?) -> some View { _Mod(content: self, kind: .drawing) }
}

// doc: https://developer.apple.com/documentation/swiftui/previewdevice — iOS 13.0; SDK 17/18
/// "A simulator device that runs a preview", named as `xcrun simctl list devicetypes` names it.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/previewdevice/rawvalue — iOS 13.0; SDK 17/18
  public let rawValue: String
  // doc: https://developer.apple.com/documentation/swiftui/previewdevice/init(rawvalue:) — iOS 13.0; SDK 17/18
  public init(rawValue: String) { self.rawValue = rawValue }
  // doc: https://developer.apple.com/documentation/swiftui/previewdevice/init(stringliteral:) — iOS 13.0; SDK 17/18
  public init(stringLiteral: String) { rawValue = stringLiteral }
}
