// Canary: snippets that must type-check for an iOS 15.0 deployment target, against the real iOS
// SDK (the macOS job of .github/workflows/ci.yml, Xcode 15 and 16) and against the shims
// (Linux/Scripts/checks/25-apple-typecheck.sh, both SDK models). If one side accepts and the other
// rejects, the shims have drifted from the SDK. Each snippet uses an API the app uses or may use;
// every file in fails/ is one of these with one mistake, and must be rejected by both sides.
import ImageIO
import SwiftUI
import UIKit
import WebKit

final class CanaryModel: ObservableObject {
  @Published var query = ""
  @Published var pageID = 0
  @MainActor func start() async {}
}

struct CanaryEnvironmentActions: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.openURL) private var openURL

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Button("Close") { dismiss() }
      Button("Open") { openURL(URL(string: "https://example.com")!) }
    }
  }
}

// The app's photo row: a custom ButtonStyle drawn pressed or not, a label with a text on top of
// its photo, and a hidden link in the list's background that the row's button activates.
struct CanaryPhotoRowStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .overlay(Color.black.opacity(configuration.isPressed ? 0.35 : 0))
  }
}

struct CanaryPhotoRows: View {
  @State private var showsLevel = false

  var body: some View {
    List {
      Button {
        showsLevel = true
      } label: {
        Color.gray
          .frame(height: 80)
          .overlay(alignment: .topLeading) { Text(verbatim: "Photo row") }
      }
      .buttonStyle(CanaryPhotoRowStyle())
      .listRowInsets(EdgeInsets())
      .listRowSeparator(.hidden)
    }
    .background(
      NavigationLink(destination: Text(verbatim: "level"), isActive: $showsLevel) { EmptyView() }
    )
    .toolbar {
      ToolbarItemGroup(placement: .bottomBar) {
        Button(action: {}) { Label("Back", systemImage: "chevron.backward") }
          .disabled(true)
        Spacer()
        Button(action: {}) { Label(LocalizedStringKey("Reload"), systemImage: "arrow.clockwise") }
      }
    }
  }
}

struct CanaryMenu: View {
  @ObservedObject var model: CanaryModel
  @State private var showsCover = false

  var body: some View {
    NavigationView {
      List {
        NavigationLink(destination: Text(verbatim: "detail")) { Text(verbatim: "row") }
        // The view-builder destination (iOS 13+, as the page states).
        NavigationLink {
          Text(verbatim: "detail")
        } label: {
          Text(verbatim: "row")
        }
        CanaryEnvironmentActions()
        CanaryPhotoRows()
        AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
          switch phase {
          case .empty: ProgressView()
          case .success(let image): image.resizable()
          case .failure: Image(systemName: "photo")
          @unknown default: EmptyView()
          }
        }
      }
      .refreshable { await model.start() }
      .navigationTitle(Text(verbatim: "Menu"))
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Cover") { showsCover = true }
        }
      }
    }
    .navigationViewStyle(.stack)
    .task { await model.start() }
    .task(id: model.pageID) { await model.start() }
    .onChange(of: model.query) { newQuery in print(newQuery) }
    .fullScreenCover(isPresented: $showsCover, onDismiss: nil) { Text(verbatim: "cover") }
  }
}

// Ten children: the most a ViewBuilder block takes before iOS 17.
struct CanaryTenChildren: View {
  var body: some View {
    VStack {
      Text(verbatim: "1"); Text(verbatim: "2"); Text(verbatim: "3"); Text(verbatim: "4")
      Text(verbatim: "5"); Text(verbatim: "6"); Text(verbatim: "7"); Text(verbatim: "8")
      Text(verbatim: "9"); Text(verbatim: "10")
    }
  }
}

struct CanaryWebView: UIViewRepresentable {
  func makeCoordinator() -> CanaryCoordinator { CanaryCoordinator() }

  func makeUIView(context: Context) -> WKWebView {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    webView.isOpaque = false
    let reloading: WKNavigation? = webView.reload()
    print(reloading == nil)
    webView.navigationDelegate = context.coordinator
    webView.uiDelegate = context.coordinator
    context.coordinator.observation = webView.observe(\.estimatedProgress, options: [.new]) {
      _, change in print(change.newValue ?? 0)
    }
    return webView
  }

  func updateUIView(_ webView: WKWebView, context: Context) {}
}

final class CanaryCoordinator: NSObject, WKNavigationDelegate, WKUIDelegate {
  var observation: NSKeyValueObservation?

  @objc(webView:didFinishNavigation:)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}

  @objc(webView:didFailNavigation:withError:)
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}

  @objc(webViewWebContentProcessDidTerminate:)
  func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}

  @objc(webView:createWebViewWithConfiguration:forNavigationAction:windowFeatures:)
  func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView? { nil }

  // JavaScript's panels in their `async` form, as ShopWebView writes them.
  @objc(webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:)
  func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo
  ) async {}

  @objc(webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:)
  func webView(
    _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo
  ) async -> Bool { frame.securityOrigin.host.isEmpty }

  @objc(webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:completionHandler:)
  func webView(
    _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String,
    defaultText: String?, initiatedByFrame frame: WKFrameInfo
  ) async -> String? { defaultText }

  @objc func pulledToRefresh() {}

  func attach(_ control: UIRefreshControl) {
    control.addTarget(self, action: #selector(pulledToRefresh), for: .valueChanged)
  }
}

// The `async` form of webView(_:decidePolicyFor:decisionHandler:), as ShopWebView's coordinator
// implements it: Swift's import of the same Objective-C method, with its selector, on a
// main-actor class. The iOS 18 SDK isolates the protocol (and so this requirement) to the main
// actor; the iOS 17 SDK does not, and an isolated `async` witness satisfies it there too.
@MainActor
final class CanaryAsyncPolicyCoordinator: NSObject, WKNavigationDelegate {
  @objc(webView:decidePolicyForNavigationAction:decisionHandler:)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction
  ) async -> WKNavigationActionPolicy {
    navigationAction.targetFrame?.isMainFrame == false ? .cancel : .allow
  }

  func attach(to webView: WKWebView) {
    webView.navigationDelegate = self
  }
}

/// The shims declare WKURLSchemeHandler and WKURLSchemeTask without `@objc` (Linux's Foundation
/// types cannot be represented in Objective-C); the real SDK must accept the same conformance.
final class CanaryLocalPages: NSObject, WKURLSchemeHandler {
  func webView(_ webView: WKWebView, start urlSchemeTask: WKURLSchemeTask) {
    guard let url = urlSchemeTask.request.url else { return }
    let html = Data("<html></html>".utf8)
    urlSchemeTask.didReceive(
      URLResponse(url: url, mimeType: "text/html", expectedContentLength: html.count, textEncodingName: "utf-8"))
    urlSchemeTask.didReceive(html)
    urlSchemeTask.didFinish()
  }

  func webView(_ webView: WKWebView, stop urlSchemeTask: WKURLSchemeTask) {}

  func register(on configuration: WKWebViewConfiguration) {
    configuration.setURLSchemeHandler(self, forURLScheme: "canary-page")
  }
}

// A teaser's decode as the app's TeaserDecoder does it: ImageIO's downsampling thumbnail from
// bytes bridged to CFData, the options as a CFDictionary, on a detached task (the CGImage in a
// wrapper, whatever the SDK says of its Sendable conformance), shown as a decorative image at the
// environment's display scale.
struct CanaryDecodedImage: @unchecked Sendable {
  let cgImage: CGImage
}

func canaryDownsample(_ data: Data, maxPixelSize: Int) -> CanaryDecodedImage? {
  let sourceOptions: [CFString: Any] = [kCGImageSourceShouldCache: false]
  guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions as CFDictionary)
  else { return nil }
  let options: [CFString: Any] = [
    kCGImageSourceCreateThumbnailFromImageAlways: true,
    kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
    kCGImageSourceCreateThumbnailWithTransform: true,
    kCGImageSourceShouldCacheImmediately: true,
  ]
  guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary)
  else { return nil }
  return image.width > 0 && image.height > 0 ? CanaryDecodedImage(cgImage: image) : nil
}

@MainActor
struct CanaryTeaser: View {
  let data: Data
  @Environment(\.displayScale) private var displayScale
  @State private var image: Image?

  var body: some View {
    Rectangle()
      .fill(Color.secondary.opacity(0.12))
      .aspectRatio(2.4, contentMode: .fit)
      .overlay { image?.resizable().scaledToFill() }
      .frame(maxWidth: 440)
      // A colour is a view and a shape style: both `background` forms take it, and Xcode picks one.
      .background(Color.secondary.opacity(0.1))
      .overlay(Color.black.opacity(0.3))
      .task(id: data) { [displayScale] in await decode(scale: displayScale) }
  }

  private func decode(scale: CGFloat) async {
    let pixels = Int((440 * scale).rounded(.up))
    let bytes = data
    let decoded = await Task.detached(priority: .userInitiated) {
      canaryDownsample(bytes, maxPixelSize: pixels)
    }.value
    if let decoded { image = Image(decorative: decoded.cgImage, scale: scale) }
  }
}
