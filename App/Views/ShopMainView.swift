import ShopMenu
import SwiftUI

/// The page, titled by the menu, with Categories above it and the page's history below. The
/// menu in its cover observes the app model and the teasers, not the page.
@MainActor
struct ShopMainView: View {
  @ObservedObject var model: ShopAppModel
  @ObservedObject var browser: BrowserModel
  @ObservedObject var dialogs: DialogQueue
  let pages: WebPages
  @Environment(\.openURL) private var openURL

  init(model: ShopAppModel, pages: WebPages) {
    self.model = model
    browser = model.browser
    dialogs = model.dialogs
    self.pages = pages
  }

  var body: some View {
    NavigationView {
      page
        .navigationTitle(browser.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) {
            Button(Strings.menu) { model.openMenu() }
              .accessibilityHint(Text(Strings.menuHint))
          }
          ToolbarItemGroup(placement: .bottomBar) { historyButtons }
        }
    }
    .navigationViewStyle(.stack)
    .fullScreenCover(isPresented: $model.isMenuPresented, onDismiss: { model.menuDidDismiss() }) {
      // Built afresh on every presentation, so the menu opens at the top.
      NavigationView {
        MenuLevelView(model: model, level: nil)
      }
      .navigationViewStyle(.stack)
    }
    .pageDialogs(dialogs)
    .onChange(of: browser.externalURL) { request in
      guard let request else { return }
      openURL(request.url)
      browser.externalURLHandled()
    }
  }

  private var page: some View {
    ZStack(alignment: .top) {
      ShopWebView(model: model, pages: pages, page: browser.page, command: browser.command)
      if browser.state.isLoading {
        ProgressView(value: browser.state.progress)
          .accessibilityLabel(Text(Strings.pageLoading))
          .accessibilityIdentifier(AccessibilityID.pageProgress)
      }
      if let error = browser.state.error {
        FailureView(
          title: Text(Strings.pageErrorTitle), message: Text(verbatim: error.message),
          retry: browser.retryPage
        )
        .background(.background)
      }
    }
  }

  /// Icon-only: each button's label is its title, which VoiceOver reads.
  @ViewBuilder private var historyButtons: some View {
    Button(action: browser.goBack) { Label(Strings.back, systemImage: "chevron.backward") }
      .disabled(!browser.state.canGoBack)
    Spacer()
    Button(action: browser.goForward) { Label(Strings.forward, systemImage: "chevron.forward") }
      .disabled(!browser.state.canGoForward)
    Spacer()
    Button(action: browser.reloadPage) { Label(Strings.reload, systemImage: "arrow.clockwise") }
  }
}
