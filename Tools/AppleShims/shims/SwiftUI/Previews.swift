// SwiftUI shim: Xcode previews (see View.swift). Never run by the harness.

// doc: https://developer.apple.com/documentation/swiftui/previewprovider — iOS 13.0; SDK 17/18
/// "A type that produces view previews in Xcode." Previews build with the app, in every
/// configuration.
public protocol PreviewProvider {
  associatedtype Previews: View
  // doc: https://developer.apple.com/documentation/swiftui/previewprovider/previews — iOS 13.0; SDK 17/18
  @ViewBuilder @MainActor static var previews: Self.Previews { get }
}
