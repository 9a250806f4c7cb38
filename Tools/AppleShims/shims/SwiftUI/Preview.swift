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
