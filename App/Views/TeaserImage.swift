import ShopMenu
import SwiftUI

/// A teaser photo filling its frame; grey while it loads, so a white label on it stays legible.
/// Decorative: the view it is in names it.
@MainActor
struct TeaserImage: View {
  let url: URL
  let loader: TeaserLoader

  @Environment(\.displayScale) private var displayScale
  @State private var shown: (key: String, image: CGImage)?

  var body: some View {
    GeometryReader { proxy in
      let pixels = (proxy.size.width * max(displayScale, 1)).rounded(.up)
      let size = pixels.isFinite ? max(1, Int(pixels)) : 1
      Color.gray
        .overlay {
          if let image = image(at: size) {
            Image(decorative: image, scale: displayScale)
              .resizable()
              .scaledToFill()
          }
        }
        .clipped()
        .task(id: TeaserDecoder.key(url, maxPixelSize: size)) { await load(size) }
    }
  }

  /// At this size, else the one shown (at another size, while this one decodes).
  private func image(at size: Int) -> CGImage? {
    TeaserDecoder.kept(url, maxPixelSize: size)?.cgImage
      ?? shown.flatMap { $0.key.hasSuffix(" \(url.absoluteString)") ? $0.image : nil }
  }

  private func load(_ size: Int) async {
    if TeaserDecoder.kept(url, maxPixelSize: size) != nil { return }
    guard case .image(let data) = await loader.image(for: url) else { return }
    guard let decoded = await TeaserDecoder.decode(data, of: url, maxPixelSize: size) else {
      loader.imageUnreadable(url)
      return
    }
    guard !Task.isCancelled else { return }
    shown = (TeaserDecoder.key(url, maxPixelSize: size), decoded.cgImage)
  }
}
