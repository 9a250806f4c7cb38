#if canImport(SwiftUI) && os(iOS)
  import ShopMenu
  import SwiftUI

  /// A teaser image, on a top-level row and as the header of a level, at a fixed aspect ratio and
  /// at most ``maxWidth`` wide, so the row keeps its size while the image loads, after it loaded
  /// and when it failed: the tinted rectangle is the row's size in every phase, and the image or
  /// the placeholder sits on it. A header and a row showing one URL share the loader's one copy.
  ///
  /// The image comes from the menu's ``TeaserLoader``, not from SwiftUI's remote image view,
  /// which keeps nothing when a `List` recycles the row:
  /// - `.task(id: url)` asks when the row appears and again when its URL changes. It may run
  ///   again for the same URL (the row reappears); it is idempotent: an image already shown at
  ///   this size is kept, and asking the loader again sends no second request.
  /// - A row that comes back (its state went with it) finds the bytes in the loader's memory
  ///   (``TeaserLoader/cachedImage(for:)``) and shows them as soon as they are decoded, without
  ///   waiting for the loader.
  /// - The bytes are decoded by ``TeaserDecoder`` on a detached task, never on the main thread,
  ///   downsampled to the teaser's width in pixels: ``maxWidth`` (the row's width is not known
  ///   before layout; the teaser is never shown wider than that) times the display scale.
  /// - A failure shows the quiet placeholder (the loader's back-off decides when a request is
  ///   sent again). A cancelled load (the row went away first) is no failure: the placeholder
  ///   stays as it was, and the next appearance asks again.
  @MainActor
  struct TeaserImage: View {
    /// `nil` shows the placeholder and asks for nothing (the UI tests fetch no images).
    let url: URL?
    let loader: TeaserLoader
    static let aspectRatio: CGFloat = 2.4
    /// 440 pt, the portrait width of the widest iPhone: on every iPhone in portrait the teaser
    /// fills its row as before; wider rows (landscape, iPad) show it at this width. It bounds the
    /// decoded bitmap too: at 3× some 1320 × 550 pixels, about 2.9 MB.
    static let maxWidth: CGFloat = 440

    @Environment(\.displayScale) private var displayScale
    /// The image shown, with the URL and the pixel size it was decoded for.
    @State private var shown: Shown?
    /// The URL whose load failed last (its placeholder shows the photo symbol).
    @State private var failedURL: URL?

    struct Shown {
      let url: URL
      let maxPixelSize: Int
      let image: Image
    }

    var body: some View {
      Rectangle()
        .fill(Color.secondary.opacity(0.12))
        .aspectRatio(Self.aspectRatio, contentMode: .fit)
        .overlay { content }
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .frame(maxWidth: Self.maxWidth)
        .accessibilityHidden(true)
        .task(id: url) { [displayScale] in await load(displayScale: displayScale) }
    }

    /// The image once decoded for this URL; before that nothing on the tinted rectangle while
    /// it loads (quiet), the photo symbol when there is nothing to load or the load failed.
    @ViewBuilder private var content: some View {
      if let shown, shown.url == url {
        shown.image
          .resizable()
          .scaledToFill()
      } else if url == nil || failedURL == url {
        Image(systemName: "photo")
          .font(.title2)
          .foregroundColor(.secondary)
      }
    }

    private func load(displayScale: CGFloat) async {
      guard let url else { return }
      let maxPixelSize = TeaserDecoder.maxPixelSize(
        pointWidth: Self.maxWidth, displayScale: displayScale)
      if let shown, shown.url == url, shown.maxPixelSize == maxPixelSize { return }
      let data: Data
      if let cached = loader.cachedImage(for: url) {
        data = cached
      } else {
        switch await loader.image(for: url) {
        case .image(let bytes):
          data = bytes
        case .failed:
          failedURL = url
          return
        case .cancelled:
          return
        }
      }
      guard let decoded = await TeaserDecoder.decode(data, maxPixelSize: maxPixelSize) else {
        // Bytes ImageIO cannot read: shown as a failure, like one from the network.
        failedURL = url
        return
      }
      // The row went away meanwhile: the result is dropped; the next appearance decodes again.
      guard !Task.isCancelled else { return }
      failedURL = nil
      shown = Shown(
        url: url, maxPixelSize: maxPixelSize,
        image: Image(decorative: decoded.cgImage, scale: displayScale))
    }
  }

  // MARK: - Previews

  /// The placeholder a teaser shows while it has no image (nothing is fetched here), at the
  /// widths of a phone and of a wider row.
  struct TeaserImage_Previews: PreviewProvider {
    static var previews: some View {
      let loader = TeaserLoader(policy: ShopConfiguration.bonprix.urlPolicy)
      TeaserImage(url: nil, loader: loader)
        .padding()
        .previewDisplayName("Placeholder")
      TeaserImage(url: nil, loader: loader)
        .frame(width: 600)
        .padding()
        .previewDisplayName("Wider than its maximum")
    }
  }
#endif
